/** The texts of the sortable list, loaded with the gallery pages that use it (usePageT). */
import type { PageMessages } from '@/hooks/usePageT';
import enUS from './en-US';
import zhCN from './zh-CN';

const messages: PageMessages = { 'zh-CN': zhCN, 'en-US': enUS };

export default messages;
