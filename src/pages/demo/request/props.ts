/** The props tables of the request page: the request client's options and the error info it reads. */
import type { PropsSection } from '@/components/GalleryPage';

export const REQUEST_PROPS: PropsSection[] = [
  {
    component: 'request / requestData (src/services/request.ts)',
    rows: [
      { name: 'url', type: 'string', required: true, description: { zh: '接口地址，如 /api/users', en: 'The address, e.g. /api/users' } },
      { name: 'skipErrorHandler', type: 'boolean', default: 'false', description: { zh: '不提示、原样抛出，由调用方处理', en: 'Show nothing and rethrow untouched: the caller handles it' } },
      { name: 'useCache', type: 'boolean', default: 'false', description: { zh: '仅 GET：60 秒内的相同请求用缓存的 200 回答', en: 'GET only: the same call within 60 s answers from the cached 200' } },
      { name: 'timeout', type: 'number (ms)', default: '0', description: { zh: '超时；0 为不限。超时抛出 “timeout of {ms}ms exceeded”', en: 'Timeout; 0 is none. It throws "timeout of {ms}ms exceeded"' } },
      { name: 'signal', type: 'AbortSignal', description: { zh: '取消请求（AbortController），抛出 AbortError', en: 'Cancels the call (AbortController); it throws an AbortError' } },
      { name: 'params / data', type: 'object', description: { zh: '查询参数 / JSON 请求体', en: 'Query / JSON body' } },
    ],
  },
  {
    component: 'ErrorInfo (answer of a failure)',
    rows: [
      { name: 'success', type: 'false', required: true, description: { zh: '失败；requestData 抛出 BizError', en: 'A failure; requestData throws a BizError' } },
      { name: 'errorCode', type: 'string', description: { zh: '错误码（通知的标题，异常页的参数）', en: "Error code (a notification's title, the exception page's parameter)" } },
      { name: 'errorMessage', type: 'string', description: { zh: '给用户看的消息；没有时用 “Request error, please retry.”', en: 'The message for the user; without it "Request error, please retry."' } },
      { name: 'showType', type: '0 | 1 | 2 | 4 | 9', default: '2', description: { zh: '0 静默、1 警告、2 错误、4 通知、9 跳转到 /exception', en: '0 silent, 1 warning, 2 error, 4 notification, 9 redirect to /exception' } },
    ],
  },
];
