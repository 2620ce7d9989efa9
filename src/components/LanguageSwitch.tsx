import { useIntl } from 'react-intl';
import { localeChosen, selectLocale } from 'src-models/preferences';
import type { LocaleCode } from 'src-locales/index';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { REMEMBERED_LOCALE_KEY } from 'src/app/LocaleProviders';

/** Each language is named in itself, so an operator finds theirs whatever is shown now. */
const OTHER: Record<LocaleCode, { locale: LocaleCode; label: string }> = {
  'zh-CN': { locale: 'en-US', label: 'English' },
  'en-US': { locale: 'zh-CN', label: '中文' },
};

interface Props {
  /** Loads what the next language needs before it is shown; rejects (having said why) if it cannot. */
  prepare?: (locale: LocaleCode) => Promise<void>;
}

/** Switches between the two languages; the choice is remembered in this browser. */
export function LanguageSwitch({ prepare }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const next = OTHER[useAppSelector(selectLocale)];
  return (
    <button
      type="button"
      className="language-switch"
      title={intl.formatMessage({ id: 'shell.language' })}
      lang={next.locale}
      onClick={async () => {
        try {
          await prepare?.(next.locale);
        } catch {
          return;
        }
        localStorage.setItem(REMEMBERED_LOCALE_KEY, next.locale);
        dispatch(localeChosen(next.locale));
      }}
    >
      {next.label}
    </button>
  );
}
