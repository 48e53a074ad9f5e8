import { fireEvent, screen } from '@testing-library/react';
import { fetchGalleryError, fetchGalleryOk } from '@/services/gallery';
import { BizError } from '@/utils/errorDisplay';
import { renderInApp } from '../../../../../tests/unit/inApp';
import RequestDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/gallery', () => ({ fetchGalleryOk: jest.fn(), fetchGalleryDelay: jest.fn(), fetchGalleryError: jest.fn() }));

describe('/demo/request', () => {
  // One case per test: every click re-renders the page's table, and three in one test were
  // close to the time limit on a loaded machine.
  beforeEach(() => {
    jest.mocked(fetchGalleryOk).mockResolvedValue({ answeredAt: '2026-11-28T00:00:00.000Z', waitedMs: 0 });
    jest.mocked(fetchGalleryError).mockRejectedValue(new BizError({ errorCode: 'GALLERY_WARNING', errorMessage: '账户即将到期', showType: 1 }));
  });

  test('shows its title, a button for every case and the props tables', () => {
    renderInApp(<RequestDemo />);
    expect(screen.getByRole('heading', { name: '请求与错误' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /发\s*送/ })).toHaveLength(13);
    expect(screen.getByText('timeout of 300ms exceeded', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('skipErrorHandler')).toBeInTheDocument();
  });

  test('the success button shows the data its call got', async () => {
    renderInApp(<RequestDemo />);
    fireEvent.click(screen.getByTestId('send-success'));
    expect(await screen.findByText(/成功：\{"answeredAt"/)).toBeInTheDocument();
  });

  test('the skipErrorHandler button calls with it and shows that nothing was displayed', async () => {
    renderInApp(<RequestDemo />);
    fireEvent.click(screen.getByTestId('send-skip'));
    expect(await screen.findByText('提示方式：无（调用方处理）')).toBeInTheDocument();
    expect(fetchGalleryError).toHaveBeenCalledWith('error', { skipErrorHandler: true });
  });

  test('the warning button shows the business error and how it was displayed', async () => {
    renderInApp(<RequestDemo />);
    fireEvent.click(screen.getByTestId('send-warning'));
    expect(await screen.findByText('提示方式：警告消息')).toBeInTheDocument();
    expect(screen.getByTestId('outcome-warning')).toHaveTextContent('BizError · errorCode GALLERY_WARNING · showType 1');
  });
});
