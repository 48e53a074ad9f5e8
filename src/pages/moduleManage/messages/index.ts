/** This page's texts, loaded with the page (usePageT). */
import type { PageMessages } from '@/hooks/usePageT';
import enUS from './en-US';
import zhCN from './zh-CN';

const messages: PageMessages = { 'zh-CN': zhCN, 'en-US': enUS };

export default messages;
