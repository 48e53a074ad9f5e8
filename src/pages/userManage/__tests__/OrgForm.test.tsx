import { fireEvent, screen, waitFor } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { createOrg, deleteOrg } from '@/services/orgs';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import OrganTree from '../components/OrganTree';
import { org } from './orgs';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/orgs', () => ({ createOrg: jest.fn(), updateOrg: jest.fn(), deleteOrg: jest.fn() }));

const orgs = [
  org(1, null, 'HQ', '总部', [org(2, 1, 'FIN', '财务部', [org(4, 2, 'AP', '应付组')]), org(3, 1, 'HR', '人力资源部')]),
];

function renderTree(codes: string[], value?: number) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  const onChange = jest.fn();
  const onChanged = jest.fn();
  renderWithStore(
    <OrganTree orgs={orgs} loading={false} value={value} onChange={onChange} onChanged={onChanged} />,
    store,
  );
  return { onChange, onChanged };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
// getByRole would compute accessible names over the whole modal: slow in jsdom.
const save = () => fireEvent.click(screen.getByText(/保\s*存/));

describe('organisation form', () => {
  beforeEach(() => jest.clearAllMocks());

  it('creates under the chosen organisation, staying open when the server refuses', async () => {
    jest.mocked(createOrg).mockRejectedValueOnce(new Error('409'));
    jest.mocked(createOrg).mockResolvedValue({ ...org(5, 2, 'AR', '应收组'), children: undefined } as never);
    const { onChanged } = renderTree(['org:create', 'org:update', 'org:delete'], 2);
    fireEvent.click(screen.getByLabelText('新建组织'));
    expect(await screen.findByLabelText('组织编码')).toBeInTheDocument();
    // The parent is preset to the organisation chosen in the tree.
    expect(document.querySelector('.ant-modal .ant-select-selection-item')).toHaveTextContent('财务部');
    type('组织编码', 'AR');
    type('组织名称', ' 应收组 ');
    save();
    // Refused (the request client shows why): the dialog keeps what was typed.
    await waitFor(() => expect(createOrg).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('组织编码')).toHaveValue('AR');
    expect(onChanged).not.toHaveBeenCalled();
    save();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(createOrg).toHaveBeenLastCalledWith({ parentId: 2, orgNo: 'AR', name: '应收组', sort: 0, status: 1 });
  });

  it('hides the organisation buttons without the org rights', () => {
    renderTree(['user:view']);
    expect(screen.queryByTestId('org-new')).toBeNull();
    expect(screen.queryByTestId('org-edit')).toBeNull();
    expect(screen.queryByTestId('org-delete')).toBeNull();
  });

  it('keeps edit and delete disabled while all organisations are shown', () => {
    renderTree(['org:update', 'org:delete']);
    expect(screen.queryByTestId('org-new')).toBeNull();
    expect(screen.getByTestId('org-edit')).toBeDisabled();
    expect(screen.getByTestId('org-delete')).toBeDisabled();
  });

  it('deletes the chosen organisation after confirmation and shows all organisations', async () => {
    jest.mocked(deleteOrg).mockResolvedValue(null);
    const { onChange, onChanged } = renderTree(['org:delete'], 3);
    fireEvent.click(screen.getByTestId('org-delete'));
    expect(await screen.findByText('确定删除组织“人力资源部”吗？有下级组织或用户时不能删除。')).toBeInTheDocument();
    fireEvent.click(screen.getByText(/^确\s*定$/));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(deleteOrg).toHaveBeenCalledWith(3);
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
