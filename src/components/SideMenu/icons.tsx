/**
 * The icons menu items may name, by their antd name. A fixed set keeps the bundle small
 * (importing every icon would add hundreds of kilobytes); an unknown name gets the default.
 */
import {
  AppstoreOutlined,
  BellOutlined,
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
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  BellOutlined: <BellOutlined />,
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
