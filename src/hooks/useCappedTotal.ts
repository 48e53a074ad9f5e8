/**
 * A ProTable over a list whose server counts the matching rows only up to a cap
 * (`cappedPageOf` in server/paging.ts): once an answer says the count stopped there, the
 * pagination reads "1-20 of 10,000+" instead of claiming an exact total.
 *
 *   const tasksTotal = useCappedTotal();
 *   <ProTable request={async (params) => tasksTotal.tableData(await fetchTasks(params))}
 *             pagination={{ showTotal: tasksTotal.showTotal }} />
 */
import { useCallback, useState } from 'react';
import type { CappedPageOf } from '../../server/paging';
import useT from './useT';

export default function useCappedTotal() {
  const t = useT();
  const [capped, setCapped] = useState(false);
  const tableData = useCallback(<T>(answer: CappedPageOf<T>) => {
    setCapped(answer.totalCapped);
    return { data: answer.list, total: answer.total, success: true };
  }, []);
  const showTotal = useCallback(
    // Grouped by thousands as the amounts are; zh-CN and en-US group alike.
    (total: number, [from, to]: [number, number]) =>
      t(capped ? 'table.rangeOfCapped' : 'table.rangeOf', { from, to, total: total.toLocaleString('en-US') }),
    [capped, t],
  );
  return { tableData, showTotal };
}
