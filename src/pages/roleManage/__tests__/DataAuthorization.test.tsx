import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { fetchOrgTree } from '@/services/orgs';
import { updateRole } from '@/services/roles';
import DataAuthorization from '../components/DataAuthorization';
import { org, role } from './fixtures';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/orgs', () => ({ fetchOrgTree: jest.fn() }));
jest.mock('@/services/roles', () => ({ updateRole: jest.fn() }));

function renderDialog() {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderInApp(<DataAuthorization role={role()} onClose={onClose} onSaved={onSaved} />);
  return { onSaved, onClose };
}

async function chooseCustomOrgs() {
  fireEvent.click(screen.getByText('自定义组织'));
  await screen.findByTestId('data-auth-org-tree');
}

const save = () => fireEvent.click(screen.getByText(/^保\s*存$/));

describe('data authorisation', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchOrgTree).mockResolvedValue([org(1, '总部', [org(2, '财务部'), org(3, '销售部')])]);
    jest.mocked(updateRole).mockResolvedValue(role({ dataScope: 2, orgIds: [2] }));
  });

  it('asks for an organisation when custom organisations has none, and saves nothing', async () => {
    const { onSaved } = renderDialog();
    await chooseCustomOrgs();
    save();
    expect(await screen.findByText('自定义组织至少需要选择一个组织')).toBeInTheDocument();
    expect(updateRole).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves custom organisations with the ticked organisations', async () => {
    const { onSaved, onClose } = renderDialog();
    await chooseCustomOrgs();
    // Ticking a parent does not tick its children: each organisation counts on its own.
    fireEvent.click(within(screen.getByTestId('data-auth-org-tree')).getByText('财务部'));
    expect(within(screen.getByTestId('data-auth-org-table')).getByText('O2')).toBeInTheDocument();
    save();
    await waitFor(() => expect(updateRole).toHaveBeenCalledWith(7, { dataScope: 2, orgIds: [2] }));
    expect(updateRole).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });
});
