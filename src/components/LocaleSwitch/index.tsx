/**
 * Language switch of the header: 中文 (zh-CN) or English (en-US). The code is checked
 * (spec section 5) before Umi's setLocale runs; the choice persists in local storage (the
 * locale plugin's useLocalStorage).
 */
import { GlobalOutlined } from '@ant-design/icons';
import { getLocale, setLocale, useIntl } from '@umijs/max';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { lazyDefault } from '@/utils/lazyDefault';
import { assertLocale, LOCALE_FORMAT_ERROR } from '@/utils/locale';

// The menu's Dropdown and Menu weigh more than the whole login form: they load on first use.
const LocaleMenu = lazyDefault(() => import('./LocaleMenu'));

export interface LocaleOption {
  lang: string;
  /** Locale key of the option's label. */
  labelId: string;
}

export const LOCALE_OPTIONS: LocaleOption[] = [
  { lang: 'zh-CN', labelId: 'locale.zh-CN' },
  { lang: 'en-US', labelId: 'locale.en-US' },
];

/**
 * Switches the portal's language when `lang` is a well-formed locale code; otherwise logs
 * "setLocale lang format error" and changes nothing. Answers whether it switched.
 */
export function changeLocale(lang: string, reload = true, log: Pick<Console, 'error'> = console): boolean {
  try {
    assertLocale(lang);
  } catch {
    log.error(LOCALE_FORMAT_ERROR);
    return false;
  }
  setLocale(lang, reload);
  return true;
}

export interface LocaleSwitchProps {
  options?: LocaleOption[];
  /** Reload the page after switching (Umi's default), so every text and server answer follows. */
  reload?: boolean;
  /** Class of the button, e.g. light text on the login page's dark background. */
  className?: string;
}

export default function LocaleSwitch({ options = LOCALE_OPTIONS, reload = true, className }: LocaleSwitchProps) {
  const intl = useIntl();
  const [menuWanted, setMenuWanted] = useState(false);
  const current = getLocale();
  const currentOption = options.find((o) => o.lang === current);
  const items = options.map((o) => ({
    key: o.lang,
    label: <span data-testid={`locale-${o.lang}`}>{intl.formatMessage({ id: o.labelId })}</span>,
  }));

  const button = (
    <Button
      type="text"
      className={className}
      icon={<GlobalOutlined />}
      aria-label={intl.formatMessage({ id: 'locale.switch' })}
      data-testid="locale-switch"
      onClick={() => setMenuWanted(true)}
    >
      {currentOption ? intl.formatMessage({ id: currentOption.labelId }) : current}
    </Button>
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LocaleMenu
        items={items}
        selectedKeys={currentOption ? [currentOption.lang] : []}
        onChoose={(lang) => {
          if (lang !== current) changeLocale(lang, reload);
        }}
      >
        {button}
      </LocaleMenu>
    </Suspense>
  );
}
