/** /portal/myFeedback: the same page as /myFeedback. */
export { default } from '@/pages/myFeedback';
