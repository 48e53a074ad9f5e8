/**
 * /exception: the default error page. A request error with showType 9 (redirect) comes here
 * with `errorCode` and `errorMessage` in the query (spec section 8); without them the page
 * says only that something went wrong.
 */
import { useIntl, useSearchParams } from '@umijs/max';
import ErrorResult, { ErrorDetails } from '@/components/ErrorResult';

export default function ExceptionPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const errorCode = searchParams.get('errorCode')?.trim() ?? '';
  const errorMessage = searchParams.get('errorMessage')?.trim() ?? '';
  const hasDetails = Boolean(errorCode || errorMessage);

  return (
    <ErrorResult
      status="500"
      title={intl.formatMessage({ id: 'exception.error.title' })}
      subTitle={hasDetails ? undefined : intl.formatMessage({ id: 'exception.error.subTitle' })}
      testId="error-exception"
    >
      {hasDetails && (
        <ErrorDetails
          items={[
            { label: intl.formatMessage({ id: 'exception.errorCode' }), value: errorCode, testId: 'error-code' },
            { label: intl.formatMessage({ id: 'exception.errorMessage' }), value: errorMessage, testId: 'error-message' },
          ]}
        />
      )}
    </ErrorResult>
  );
}
