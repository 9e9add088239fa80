// WCAG 2.4.2: every screen has its own title. Routes declare it with `head: () => pageTitle('로그인')`;
// <DocumentTitle /> in the root layout writes the deepest one to document.title as '로그인 | 핏포미'.
const APP_TITLE = '핏포미 FitForMe';

export const pageTitle = (title: string) => ({ meta: [{ title }] });

export const documentTitleOf = (title: string | undefined) => (title ? `${title} | 핏포미` : APP_TITLE);
