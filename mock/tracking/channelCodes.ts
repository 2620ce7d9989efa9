/**
 * The channel codes visitors scan in the generated events (`launch_option.query.channel`), and the page each
 * seeded channel of that code opens (mock/db/channels.ts): the launch and its first page carry the code as
 * `scope.options.channel` on that page, so the channel center's Channel Data counts visits for them.
 */
export const CHANNEL_CODE_COUNT = 12;

/** The pages a code launch lands on (the generator picks one per session): pages the mini-program has (config/miniProgram.ts), so the seeded channels' links can be generated. */
export const CHANNEL_LANDING_PAGES = ['pages/index/index', 'pages/riding/index'] as const;

/** `ch_01` … `ch_12`. */
export const channelCode = (index: number) => `ch_${String(index + 1).padStart(2, '0')}`;

/** The seeded channel path of a code: its landing page with the code as the only parameter. */
export const channelCodePath = (index: number) =>
  `${CHANNEL_LANDING_PAGES[index % CHANNEL_LANDING_PAGES.length]}?channel=${channelCode(index)}`;
