// Stands in for a pro-components locale the product never shows (it speaks zh-CN and en-US); its texts fall
// back to pro-components' defaults. See webpack.config.ts.
export default {};
