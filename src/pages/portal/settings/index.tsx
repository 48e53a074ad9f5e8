/**
 * /portal/settings: preferences of this browser — the portal's language and when a hidden
 * page lets go of its memory (kept in local storage), and the open tabs (kept in session
 * storage, per browser tab).
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { getLocale } from '@umijs/max';
import { Alert, Button, List, Popconfirm, Radio } from 'antd';
import { useState } from 'react';
import usePageT from '@/hooks/usePageT';
import { changeLocale, LOCALE_OPTIONS } from '@/components/LocaleSwitch';
import messages from './messages';
import { PANE_RELEASE_CHOICES, PANE_RELEASE_STORAGE_KEY, paneReleaseMinutes } from '@/utils/paneRelease';

/** Session-storage key under which the shell keeps the open tabs across reloads. */
export const TABS_STORAGE_KEY = 'tabs';

/** Forgets the open tabs of this browser tab; the next load starts with the home tab and the current page. */
export function forgetOpenTabs(storage: Storage = window.sessionStorage): void {
  storage.removeItem(TABS_STORAGE_KEY);
}

interface ChoiceItemProps<T> {
  /** Also names the radio group and its test id (`settings-<name>`). */
  name: string;
  title: string;
  description: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** One preference picked from a few choices, as a row of buttons. */
function ChoiceItem<T extends string | number>({ name, title, description, value, options, onChange }: ChoiceItemProps<T>) {
  return (
    <List.Item
      actions={[
        <Radio.Group
          key={name}
          name={name}
          optionType="button"
          value={value}
          aria-label={title}
          onChange={(event) => onChange(event.target.value)}
          data-testid={`settings-${name}`}
          options={options}
        />,
      ]}
    >
      <List.Item.Meta title={title} description={description} />
    </List.Item>
  );
}

export interface SettingsPageProps {
  /** Reloads the portal after the tabs were forgotten. */
  reload?: () => void;
}

export default function SettingsPage({ reload = () => window.location.reload() }: SettingsPageProps) {
  const t = usePageT(messages);
  const current = getLocale();
  const [releaseMinutes, setReleaseMinutes] = useState(() => paneReleaseMinutes());

  const changeRelease = (minutes: number) => {
    try {
      localStorage.setItem(PANE_RELEASE_STORAGE_KEY, String(minutes));
    } catch {
      // Storage blocked by the browser: the choice holds until the page is left.
    }
    setReleaseMinutes(minutes);
  };

  const resetTabs = () => {
    forgetOpenTabs();
    reload();
  };

  return (
    <PageContainer title={t('portal.settings.title')}>
      <ProCard direction="column" ghost gutter={[0, 16]}>
        <Alert type="info" showIcon message={t('portal.settings.browserOnly')} data-testid="settings-browser-only" />
        <ProCard>
          <List itemLayout="horizontal">
            <ChoiceItem
              name="language"
              title={t('portal.settings.language')}
              description={t('portal.settings.language.description')}
              value={current}
              options={LOCALE_OPTIONS.map((option) => ({ value: option.lang, label: t(option.labelId) }))}
              onChange={changeLocale}
            />
            <ChoiceItem
              name="release"
              title={t('portal.settings.release')}
              description={t('portal.settings.release.description')}
              value={releaseMinutes}
              options={PANE_RELEASE_CHOICES.map((minutes) => ({
                value: minutes,
                label: minutes ? t('portal.settings.release.minutes', { minutes }) : t('portal.settings.release.never'),
              }))}
              onChange={changeRelease}
            />
            <List.Item
              actions={[
                <Popconfirm
                  key="tabs"
                  title={t('portal.settings.tabs.confirm')}
                  okText={t('header.confirm.ok')}
                  cancelText={t('header.confirm.cancel')}
                  onConfirm={resetTabs}
                >
                  <Button danger data-testid="settings-reset-tabs">
                    {t('portal.settings.tabs.reset')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta title={t('portal.settings.tabs')} description={t('portal.settings.tabs.description')} />
            </List.Item>
          </List>
        </ProCard>
      </ProCard>
    </PageContainer>
  );
}
