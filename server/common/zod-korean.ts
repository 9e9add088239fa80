// Zod's own Korean locale writes zod's English words into the sentence ('array이 너무 큽니다'): this words every issue
// in whole Korean and never echoes a request value back. A schema's own message still wins.
import { z } from 'zod';
import { josa } from './korean.shared';
import { FORMAT_NAMES, SIZE_UNITS, TYPE_NAMES } from './zod-korean-words';

const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 20 });

function written(n: number | bigint): string {
  return numberFormat.format(n);
}

/** 'YYYY-MM-DD' of a date bound (UTC, as zod compares instants). */
function writtenDate(n: number | bigint): string {
  const date = new Date(Number(n));
  return Number.isNaN(date.getTime()) ? written(n) : date.toISOString().slice(0, 10);
}

function shownOption(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') return null;
  const text = typeof value === 'string' ? value : written(value);
  return text.trim() !== '' && text.length <= 20 && !/[A-Za-z]/.test(text) ? text : null;
}

type Issue = z.core.$ZodRawIssue;

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { origin, maximum, inclusive, exact } = issue;
  if (origin === 'date') return `${writtenDate(maximum)} ${inclusive ? '이전' : '전'} 날짜로 입력해 주세요`;
  const unit = SIZE_UNITS[origin];
  if (unit) {
    const size = `${written(maximum)}${unit}`;
    if (exact) return `${size}${origin === 'string' ? '로 입력해 주세요' : '여야 해요'}`;
    if (origin === 'string') return inclusive ? `${size}까지 입력할 수 있어요` : `${size}보다 짧게 입력해 주세요`;
    return inclusive ? `${size}까지만 보낼 수 있어요` : `${size}보다 적게 보내 주세요`;
  }
  const bound = written(maximum);
  return inclusive ? `${bound} 이하로 입력해 주세요` : `${bound}보다 작은 값으로 입력해 주세요`;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { origin, minimum, inclusive, exact } = issue;
  if (origin === 'date') return `${writtenDate(minimum)} ${inclusive ? '이후' : '다음'} 날짜로 입력해 주세요`;
  const unit = SIZE_UNITS[origin];
  if (unit) {
    if (Number(minimum) === 1 && inclusive && !exact) return origin === 'string' ? '값을 입력해 주세요' : '하나 이상 보내 주세요';
    const size = `${written(minimum)}${unit}`;
    if (exact) return `${size}${origin === 'string' ? '로 입력해 주세요' : '여야 해요'}`;
    if (origin === 'string') return inclusive ? `${size} 이상 입력해 주세요` : `${size}보다 길게 입력해 주세요`;
    return inclusive ? `${size} 이상 보내 주세요` : `${size}보다 많이 보내 주세요`;
  }
  const bound = written(minimum);
  return inclusive ? `${bound} 이상으로 입력해 주세요` : `${bound}보다 큰 값으로 입력해 주세요`;
}

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.expected === 'nonoptional') return '꼭 필요한 값이 빠졌어요';
  // A number that is no usable number (Infinity from 1e309, NaN): same type, wrong value.
  if (typeof issue.input === 'number' && (issue.expected === 'number' || issue.expected === 'int')) {
    return issue.expected === 'int' && Number.isFinite(issue.input) ? '정수로 입력해 주세요' : '올바른 숫자로 입력해 주세요';
  }
  const name = TYPE_NAMES[issue.expected];
  return name ? `${josa(name, '으로/로')} 입력해 주세요` : '값의 종류가 올바르지 않아요';
}

function invalidValue(issue: Extract<Issue, { code: 'invalid_value' }>): string {
  const options = issue.values.map(shownOption);
  if (options.length === 0 || options.some((o) => o === null)) return '허용되지 않는 값이에요';
  if (options.length === 1) return `${josa(options[0]!, '으로/로')}만 입력할 수 있어요`;
  return `${options.join(', ')} 중 하나로 입력해 주세요`;
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (issue.format === 'lowercase') return '소문자로 입력해 주세요';
  if (issue.format === 'uppercase') return '대문자로 입력해 주세요';
  const name = FORMAT_NAMES[issue.format];
  // A pattern, a prefix or a suffix is a developer's detail (and often Latin): the member sees the rule broken.
  return name ? `${name} 형식이 올바르지 않아요` : '형식이 올바르지 않아요';
}

function koreanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `${written(issue.divisor)} 단위로 입력해 주세요`;
    case 'unrecognized_keys':
      return '알 수 없는 항목이 들어 있어요';
    case 'invalid_union':
      return '값의 형식이 올바르지 않아요';
    case 'invalid_key':
      return '항목 이름이 올바르지 않아요';
    case 'invalid_element':
      return '목록의 값이 올바르지 않아요';
    case 'invalid_value':
      return invalidValue(issue);
    default:
      return '입력값을 확인해 주세요';
  }
}

z.config({ localeError: koreanIssueMessage });
