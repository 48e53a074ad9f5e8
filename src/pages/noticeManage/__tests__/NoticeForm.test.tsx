import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import AdminModel from '@/models/admin';
import { createNotice, updateNotice, uploadNoticeAttachment } from '@/services/noticeManage';
import { BizError } from '@/utils/errorDisplay';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import AttachmentUpload from '../components/AttachmentUpload';
import NoticeForm from '../components/NoticeForm';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/noticeManage', () => ({
  createNotice: jest.fn(),
  updateNotice: jest.fn(),
  uploadNoticeAttachment: jest.fn(),
  fetchTargetUsers: jest.fn(),
  managedAttachmentHref: (id: number) => `/api/noticeManage/attachments/${id}`,
}));
// The editor itself is tested on its own (RichTextEditor.test.tsx): here a plain field stands in.
jest.mock('../components/RichTextField', () => ({
  __esModule: true,
  default: ({
    value,
    onChange,
    ariaLabel,
  }: {
    value?: string;
    onChange?: (html: string) => void;
    ariaLabel: string;
  }) => <textarea aria-label={ariaLabel} value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />,
}));

const options = {
  all: true,
  orgs: [{ id: 3, name: '财务部', selectable: true, children: [] }],
  groups: [
    { id: 7, name: '审核组' },
    { id: 8, name: '出纳组' },
  ],
  posts: [],
  roles: [],
};

const save = () => fireEvent.click(screen.getByText(/^保\s*存$/));

describe('notice form', () => {
  beforeEach(() => jest.clearAllMocks());

  it('names what is missing', async () => {
    renderWithStore(<NoticeForm options={options} onSaved={jest.fn()} onCancel={jest.fn()} />, createStore(AdminModel));
    await screen.findByLabelText('主题');
    // Validation settles in promise callbacks (awaited here), then the form shows the errors after a timer.
    await act(async () => save());
    expect(await screen.findByText('请输入主题')).toBeInTheDocument();
    expect(screen.getByText('请至少选择一个发布对象')).toBeInTheDocument();
    expect(screen.getByText('请输入内容')).toBeInTheDocument();
    expect(createNotice).not.toHaveBeenCalled();
  });

  it('creates the notice with its targets and content', async () => {
    jest.mocked(createNotice).mockResolvedValue({ id: 9 } as never);
    const onSaved = jest.fn();
    renderWithStore(<NoticeForm options={options} onSaved={onSaved} onCancel={jest.fn()} />, createStore(AdminModel));
    await screen.findByLabelText('主题');
    fireEvent.change(screen.getByLabelText('主题'), { target: { value: ' Month-end closing ' } });
    fireEvent.click(screen.getByLabelText('用户组'));
    expect(await screen.findByText('请选择用户组，或取消勾选“用户组”')).toBeInTheDocument();
    // The groups picker, by its label (text queries: role queries are slow in jsdom).
    const label = screen.getAllByText('用户组').find((element) => element.id)!;
    const picker = document.querySelector(`.ant-select[aria-labelledby="${label.id}"]`)!;
    fireEvent.mouseDown(picker.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByText('审核组'));
    fireEvent.change(screen.getByLabelText('内容'), { target: { value: '<p>Books close on the 5th</p>' } });
    save();

    await waitFor(() =>
      expect(createNotice).toHaveBeenCalledWith({
        topic: 'Month-end closing',
        content: '<p>Books close on the 5th</p>',
        type: 'general',
        level: 1,
        pinned: false,
        publish: 'now',
        publishedAt: null,
        expiresAt: null,
        alsoMessage: false,
        targets: [{ kind: 'group', refId: 7 }],
        attachmentIds: [],
      }),
    );
    expect(updateNotice).not.toHaveBeenCalled();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});

function Uploads() {
  const [items, setItems] = useState<never[]>([]);
  return <AttachmentUpload value={items} onChange={(next) => setItems(next as never[])} />;
}

const choose = (...files: File[]) =>
  act(async () => {
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } });
  });

describe('attachment upload', () => {
  it('refuses a file of the wrong type at once, sends the others raw and shows the server’s refusal beside its file', async () => {
    jest
      .mocked(uploadNoticeAttachment)
      .mockResolvedValueOnce({ id: 55, fileName: 'plan.pdf', mimeType: 'application/pdf', size: 4 })
      .mockRejectedValueOnce(new BizError({ errorMessage: 'fake.pdf：文件内容与扩展名不符' }));
    renderWithStore(<Uploads />, createStore(AdminModel));
    await choose(new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText('“setup.exe”：不支持此文件类型')).toBeInTheDocument();
    expect(uploadNoticeAttachment).not.toHaveBeenCalled();

    await choose(new File(['%PDF'], 'plan.pdf'), new File(['MZ..'], 'fake.pdf'));
    expect(await screen.findByRole('link', { name: 'plan.pdf' })).toHaveAttribute(
      'href',
      '/api/noticeManage/attachments/55',
    );
    expect(await screen.findByText('fake.pdf：文件内容与扩展名不符')).toBeInTheDocument();
    expect(uploadNoticeAttachment).toHaveBeenCalledWith(expect.any(File), 'plan.pdf');
    expect(uploadNoticeAttachment).toHaveBeenCalledWith(expect.any(File), 'fake.pdf');
  });
});
