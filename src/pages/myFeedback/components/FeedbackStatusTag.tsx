/** The state of a feedback item as a coloured tag: the one shared with feedback handling. */
export { default } from '@/components/FeedbackStatusTag';
