/**
 * Help and links of the header, from the portal links (setting.links): the help entry opens
 * as a tab; the links open as tabs or, on request, in a new window. Each part is hidden when
 * there is nothing to show.
 */
import { ExportOutlined, LinkOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useSelector } from '@umijs/max';
import { Button, Dropdown, Tooltip } from 'antd';
import { useState, type MouseEvent } from 'react';
import useT from '@/hooks/useT';
import { useShellActions } from '@/components/ShellFrame/useShellActions';
import type { SettingState } from '@/models/setting';
import type { PortalLink } from '@/services/home';
import { helpLinkOf, isOpenableUrl, plainLinksOf } from '@/utils/links';

export default function HelpLinks() {
  const t = useT();
  const { openTab } = useShellActions();
  const links = useSelector((state: { setting: SettingState }) => state.setting.links);
  const help = helpLinkOf(links);
  const plain = plainLinksOf(links);
  const [linksOpen, setLinksOpen] = useState(false);

  const open = (link: PortalLink) => openTab({ title: link.name, src: link.url });

  function openInNewWindow(event: MouseEvent, link: PortalLink) {
    event.stopPropagation();
    if (isOpenableUrl(link.url)) window.open(link.url, '_blank', 'noopener');
  }

  const items = plain.map((link) => ({
    key: String(link.id),
    label: (
      <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
        <span>{link.name}</span>
        {isOpenableUrl(link.url) && (
          <Tooltip title={t('header.links.newWindow')}>
            <Button
              type="text"
              size="small"
              icon={<ExportOutlined />}
              aria-label={`${t('header.links.newWindow')} ${link.name}`}
              onClick={(e) => openInNewWindow(e, link)}
            />
          </Tooltip>
        )}
      </span>
    ),
  }));

  return (
    <>
      {help && (
        <Tooltip title={t('header.help')}>
          <Button
            type="text"
            icon={<QuestionCircleOutlined />}
            aria-label={t('header.help')}
            data-testid="help-button"
            onClick={() => open(help)}
          />
        </Tooltip>
      )}
      {plain.length > 0 && (
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          open={linksOpen}
          onOpenChange={setLinksOpen}
          menu={{
            items,
            onClick: ({ key }) => {
              const link = plain.find((l) => String(l.id) === key);
              if (link) open(link);
            },
          }}
        >
          {/* Silent while the list is open: it would cover the list's first link. */}
          <Tooltip title={linksOpen ? undefined : t('header.links')}>
            <Button type="text" icon={<LinkOutlined />} aria-label={t('header.links')} data-testid="links-button" />
          </Tooltip>
        </Dropdown>
      )}
    </>
  );
}
