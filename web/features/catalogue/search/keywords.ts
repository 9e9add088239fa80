// docs/product.md §2: the home form's popular chips and the search panel's suggestions are two slightly different lists.
export const HOME_KEYWORDS = ['데드리프트', '풀업', '스쿼트', '인클라인 덤벨 벤치 프레스'];
export const PANEL_KEYWORDS = ['데드리프트', '풀업', '스쿼트', '인클라인 덤벨 프레스'];
