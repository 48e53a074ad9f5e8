/**
 * The icons menu items may name, by their antd name. A fixed set keeps the bundle small
 * (importing every icon would add hundreds of kilobytes); an unknown name gets the default.
 */
import {
  AppstoreOutlined,
  BellOutlined,
  BlockOutlined,
  BookOutlined,
  CarryOutOutlined,
  CommentOutlined,
  DatabaseOutlined,
  DownloadOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HomeOutlined,
  MessageOutlined,
  NotificationOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Space } from 'antd';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  BellOutlined: <BellOutlined />,
  BlockOutlined: <BlockOutlined />,
  BookOutlined: <BookOutlined />,
  CarryOutOutlined: <CarryOutOutlined />,
  CommentOutlined: <CommentOutlined />,
  DatabaseOutlined: <DatabaseOutlined />,
  DownloadOutlined: <DownloadOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  GlobalOutlined: <GlobalOutlined />,
  HomeOutlined: <HomeOutlined />,
  MessageOutlined: <MessageOutlined />,
  NotificationOutlined: <NotificationOutlined />,
  ScheduleOutlined: <ScheduleOutlined />,
  SettingOutlined: <SettingOutlined />,
  TeamOutlined: <TeamOutlined />,
  UserOutlined: <UserOutlined />,
};

/** Top-level items carry an icon (the collapsed menu shows only icons); nested ones do not. */
export function menuIcon(name: string | null, level = 1): ReactNode {
  if (level > 1) return undefined;
  return (name && ICONS[name]) || <AppstoreOutlined />;
}

/** The icon names a menu item may carry: the choices of the menu form. */
export const MENU_ICON_NAMES = Object.keys(ICONS);

/** An icon with its name beside it (the menu table and the icon picker); an unknown name shows as text. */
export function iconWithName(name: string): ReactNode {
  return (
    <Space size={6}>
      {ICONS[name]}
      <span>{name}</span>
    </Space>
  );
}
