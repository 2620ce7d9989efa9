let loading: Promise<void> | null = null;

/**
 * Loads the build's antd stylesheet (config/build/antdStyles.tsx) once, and resolves when it has loaded or
 * failed. No antd component may render before: @ant-design/cssinjs reads the sheet's map at its first style,
 * once; without the sheet, components style themselves at run time, as in development and jest.
 */
export function antdStylesheetLoaded(href = process.env.ANTD_STYLESHEET): Promise<void> {
  if (!href) return Promise.resolve();
  loading ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    // First in the head, so the app's own stylesheets, added later, override antd's as they do today.
    document.head.prepend(link);
  });
  return loading;
}
