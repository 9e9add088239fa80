// Which paths are the client's own pages: the same rule the server uses to answer a route with its page
// (server/http/web-client.ts isPageRequest) and the service worker uses to answer a navigation offline
// (web/sw/sw.ts, docs/decisions/016-offline-app-shell.md). Not an API or media path, not a file name.

/** True for '/', '/mypage', '/workoutdetail/3' …; false for '/api/…', '/trpc/…', '/media/…' and '/x.js'. */
export function isClientRoutePath(path: string): boolean {
  return !/^\/(api|trpc|media)(\/|$)/.test(path) && !/\.[A-Za-z0-9]+$/.test(path);
}

/** The precached page a client route opens with when the network is away: the home is pre-rendered. */
export const shellFor = (path: string): '/index.html' | '/app.html' => (path === '/' ? '/index.html' : '/app.html');
