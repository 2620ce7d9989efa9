/**
 * Small illustrations of the commonest launch scenes for the scene-name popover (03-community-analytics §2.5:
 * "each scene may have an image"). Inline SVG, so they need no request and no asset loader.
 */
const svg = (body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><rect width="120" height="120" rx="12" fill="#f5f5f5"/>${body}</svg>`,
  )}`;

const QR_CODE = svg(
  '<g fill="#262626"><rect x="24" y="24" width="28" height="28"/><rect x="68" y="24" width="28" height="28"/><rect x="24" y="68" width="28" height="28"/><rect x="72" y="72" width="8" height="8"/><rect x="84" y="84" width="12" height="12"/><rect x="68" y="88" width="8" height="8"/></g><g fill="#f5f5f5"><rect x="30" y="30" width="16" height="16"/><rect x="74" y="30" width="16" height="16"/><rect x="30" y="74" width="16" height="16"/></g><line x1="14" y1="60" x2="106" y2="60" stroke="#c8102e" stroke-width="3"/>',
);

const MINI_PROGRAM_CODE = svg(
  '<circle cx="60" cy="60" r="40" fill="none" stroke="#262626" stroke-width="6" stroke-dasharray="6 4"/><circle cx="60" cy="60" r="18" fill="#07c160"/><path d="M52 62a8 8 0 1 1 8 8m0-16a8 8 0 1 1 8 8" fill="none" stroke="#fff" stroke-width="3"/>',
);

const CHAT_CARD = svg(
  '<rect x="16" y="22" width="88" height="66" rx="8" fill="#fff" stroke="#bfbfbf"/><rect x="24" y="30" width="72" height="36" rx="4" fill="#ffd8bf"/><rect x="24" y="72" width="40" height="6" rx="3" fill="#8c8c8c"/><path d="M30 88l-6 14 18-14" fill="#fff" stroke="#bfbfbf"/><circle cx="92" cy="75" r="5" fill="#07c160"/>',
);

const DISCOVERY_LIST = svg(
  '<g fill="#fff" stroke="#bfbfbf"><rect x="18" y="18" width="84" height="20" rx="4"/><rect x="18" y="50" width="84" height="20" rx="4"/><rect x="18" y="82" width="84" height="20" rx="4"/></g><g fill="#07c160"><circle cx="30" cy="28" r="6"/><circle cx="30" cy="60" r="6"/><circle cx="30" cy="92" r="6"/></g><g fill="#8c8c8c"><rect x="42" y="25" width="44" height="6" rx="3"/><rect x="42" y="57" width="36" height="6" rx="3"/><rect x="42" y="89" width="50" height="6" rx="3"/></g>',
);

const IMAGES: Readonly<Record<number, string>> = {
  1001: DISCOVERY_LIST,
  1089: DISCOVERY_LIST,
  1007: CHAT_CARD,
  1008: CHAT_CARD,
  1044: CHAT_CARD,
  1011: QR_CODE,
  1012: QR_CODE,
  1013: QR_CODE,
  1047: MINI_PROGRAM_CODE,
  1048: MINI_PROGRAM_CODE,
  1049: MINI_PROGRAM_CODE,
};

/** The scene's illustration: the table's own image when it has one, else one of ours. */
export function sceneImage(code: number, own?: string): string | undefined {
  return own ?? IMAGES[code];
}
