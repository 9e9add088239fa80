// docs/product.md §2: the video id is the part of the stored link after the first '='. Anything after it
// ('&t=30s', '#…') is cut, and an id that is not YouTube's 11-character form is not embedded.
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export function youtubeEmbedUrl(videoLink: string | null): string | null {
  if (!videoLink) return null;
  const at = videoLink.indexOf('=');
  if (at < 0) return null;
  const id = videoLink.slice(at + 1).split(/[&#?]/, 1)[0] ?? '';
  return VIDEO_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

export const youtubeSearchUrl = (query: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(query)}`;
