import { ROUTINE_ITEM_LIMIT, ROUTINE_LIMIT } from '../../../server/features/routines/routines.shared';

// docs/product.md §5/§8: the same words the server answers with when a limit is hit.
export const ROUTINE_LIMIT_TEXT = `루틴은 ${ROUTINE_LIMIT}개까지만 만들 수 있어요`;
export const ROUTINE_ITEM_LIMIT_TEXT = `운동은 ${ROUTINE_ITEM_LIMIT}개까지만 추가할 수 있어요`;
