// Members may see these texts, so a legacy field is named in Korean, never by its wire name.
import { josa } from '../common/korean.shared';

const SHIM_FIELD_NAMES: Record<string, string> = {
  searchKeyword: '검색어',
  bodyPartKoreanName: '운동 부위',
  machineKoreanName: '운동 기구',
  routines: '루틴',
  routineId: '루틴 번호',
  routineIndex: '루틴 순서',
  routineName: '루틴 이름',
  myWorkoutIndex: '운동 순서',
  workoutIds: '운동 목록',
  weight: '무게',
  rep: '횟수',
  setCount: '세트 수',
};
const fieldName = (field: string) => SHIM_FIELD_NAMES[field] ?? '보낸 값';

export const SHIM_MESSAGES = {
  pathId: '주소에 든 번호가 올바르지 않아요',
  bodyNotObject: '요청 본문의 형식이 올바르지 않아요',
  unknownPath: '존재하지 않는 주소예요',
  notString: (field: string) => `${josa(fieldName(field), '은/는')} 글자로 보내 주세요`,
  notStringList: (field: string) => `${josa(fieldName(field), '은/는')} 글자 목록으로 보내 주세요`,
  notNumber: (field: string) => `${josa(fieldName(field), '은/는')} 숫자로 보내 주세요`,
  notArray: (field: string) => `${josa(fieldName(field), '은/는')} 목록으로 보내 주세요`,
  badEntry: (field: string) => `${fieldName(field)}의 항목이 올바르지 않아요`,
  badValue: (field: string) => `${josa(fieldName(field), '이/가')} 올바르지 않아요`,
  notWorkoutIds: (field: string) => `${josa(fieldName(field), '은/는')} 운동 번호 목록으로 보내 주세요`,
} as const;
