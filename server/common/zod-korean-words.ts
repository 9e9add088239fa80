// The Korean words zod-korean.ts builds its messages from: what zod's types, string formats and size units
// are called, in the words a member reads.

/** What a value of each type zod names is called. */
export const TYPE_NAMES: Record<string, string> = {
  string: '글자',
  number: '숫자',
  int: '정수',
  bigint: '정수',
  boolean: '참 또는 거짓',
  symbol: '기호',
  date: '날짜',
  array: '목록',
  tuple: '목록',
  set: '목록',
  object: '항목 묶음',
  record: '항목 묶음',
  map: '항목 묶음',
  file: '파일',
  function: '함수',
  nan: '숫자가 아닌 값',
};

/** Names of the string formats zod checks (z.email(), z.uuid() …); any other format is '형식'. */
export const FORMAT_NAMES: Record<string, string> = {
  email: '이메일 주소',
  url: '인터넷 주소',
  hostname: '호스트 이름',
  emoji: '이모지',
  uuid: '고유 번호',
  uuidv4: '고유 번호',
  uuidv6: '고유 번호',
  uuidv7: '고유 번호',
  guid: '고유 번호',
  nanoid: '고유 번호',
  cuid: '고유 번호',
  cuid2: '고유 번호',
  ulid: '고유 번호',
  xid: '고유 번호',
  ksuid: '고유 번호',
  datetime: '날짜와 시간',
  date: '날짜',
  time: '시간',
  duration: '기간',
  ipv4: '네트워크 주소',
  ipv6: '네트워크 주소',
  mac: '네트워크 주소',
  cidrv4: '네트워크 주소 범위',
  cidrv6: '네트워크 주소 범위',
  base64: '인코딩된 글자',
  base64url: '인코딩된 글자',
  hex: '16진수 글자',
  json_string: '데이터 글자',
  e164: '전화번호',
  credit_card: '카드 번호',
  currency_code: '통화 코드',
  iban: '계좌 번호',
  jwt: '인증 토큰',
};

/** The unit a size of each kind is counted in. */
export const SIZE_UNITS: Record<string, string> = { string: '자', array: '개', set: '개', map: '개', file: '바이트' };
