export const PATHS = {
  search: '/searchworkout',
  recommend: '/recommend/bodypart',
  mypage: '/mypage',
};

/** The three services of docs/product.md §1, in the nav bar's and footer's order. */
export const SERVICES = [
  { label: '검색하기', to: PATHS.search },
  { label: '추천받기', to: PATHS.recommend },
  { label: '내 운동', to: PATHS.mypage },
] as const;
