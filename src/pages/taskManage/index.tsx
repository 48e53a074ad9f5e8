/**
 * /taskManage (module task), the dispatcher's page: the tasks of the caller's data scope with
 * their bulk actions, new task, import and export; and the task types (kept with task:update).
 * The keys other systems send tasks with are managed under /Inte. `?id=<id>` opens that
 * task's drawer (messages to managers link here). Buttons follow the caller's rights; the
 * server checks them again.
 */
import { useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Tabs } from 'antd';
import { useEffect, useState } from 'react';
import usePageT from '@/hooks/usePageT';
import { fetchTaskOrgOptions, fetchTaskTypes } from '@/services/tasks';
import TaskList from './components/TaskList';
import TaskTypes from './components/TaskTypes';
import { taskIdOf } from './utils';
import messages from './messages';

type TabKey = 'tasks' | 'types';

export default function TaskManagePage() {
  const t = usePageT(messages);
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<TabKey>('tasks');
  const [openId, setOpenId] = useState(() => taskIdOf(searchParams.get('id')));
  const { data: types = [], refresh: reloadTypes } = useRequest(() => fetchTaskTypes(), { onError: () => {} });
  // The organisations within the caller's data scope: task rights are enough to read them.
  const { data: orgs = [] } = useRequest(fetchTaskOrgOptions, { onError: () => {} });

  const idParam = searchParams.get('id');
  useEffect(() => {
    const id = taskIdOf(idParam);
    if (id) {
      setOpenId(id);
      setTab('tasks');
    }
  }, [idParam]);

  const items = [
    {
      key: 'tasks',
      label: t('taskManage.tab.tasks'),
      children: <TaskList types={types} orgs={orgs} openId={openId} onOpen={setOpenId} />,
    },
    { key: 'types', label: t('taskManage.tab.types'), children: <TaskTypes onChanged={reloadTypes} /> },
  ];

  return (
    <div style={{ padding: 16 }}>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)} items={items} />
    </div>
  );
}
