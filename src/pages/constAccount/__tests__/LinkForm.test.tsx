import { fireEvent, screen, within } from '@testing-library/react';
import { updateAccountLink } from '@/services/accountLinks';
import { renderInApp } from '../../../../tests/unit/inApp';
import LinkForm from '../components/LinkForm';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/accountLinks', () => ({
  createAccountLink: jest.fn(),
  updateAccountLink: jest.fn(),
}));
jest.mock('@/services/users', () => ({ fetchUserOptions: jest.fn() }));

const link = {
  staff: { id: 3, account: 'clerk', name: 'Clerk', orgName: null },
  account: { id: 5, account: 'shop01', name: 'Shop 01', status: 1 },
  validFrom: null,
  validTo: '2026-05-02T08:00:00.000Z',
  remark: 'Holiday cover',
  createdBy: null,
  createdAt: '2026-04-01T08:00:00.000Z',
  updatedAt: '2026-04-01T08:00:00.000Z',
  state: 'active' as const,
};

it('edits a link: the two users stay as they are, the validity and the remark are sent', async () => {
  jest.mocked(updateAccountLink).mockResolvedValue(link as never);
  const onSaved = jest.fn();
  renderInApp(<LinkForm open link={link} onClose={jest.fn()} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('编辑关联')).toBeInTheDocument();
  expect(within(dialog).getByText('Clerk (clerk)')).toBeInTheDocument();
  expect(within(dialog).getByText('Shop 01 (shop01)')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: ' Cover for May ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  expect(await screen.findByText('关联已保存')).toBeInTheDocument();
  expect(updateAccountLink).toHaveBeenCalledWith(3, 5, { validFrom: null, validTo: '2026-05-02T08:00:00.000Z', remark: 'Cover for May' });
  expect(onSaved).toHaveBeenCalled();
});
