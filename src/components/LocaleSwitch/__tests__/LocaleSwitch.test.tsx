import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import mockMessages from '@/locales/zh-CN';
import LocaleSwitch, { changeLocale } from '../index';

const mockSetLocale = jest.fn();
let mockLocale = 'zh-CN';

jest.mock('@umijs/max', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => (mockMessages as Record<string, string>)[id] ?? id }),
  getLocale: () => mockLocale,
  setLocale: (...args: unknown[]) => mockSetLocale(...args),
}));

async function choose(testId: string) {
  fireEvent.click(screen.getByTestId('locale-switch'));
  fireEvent.click(await screen.findByTestId(testId));
}

describe('LocaleSwitch', () => {
  beforeEach(() => {
    mockSetLocale.mockClear();
    mockLocale = 'zh-CN';
  });

  it('shows the current language', () => {
    renderInApp(<LocaleSwitch />);
    expect(screen.getByTestId('locale-switch')).toHaveTextContent('中文');
  });

  it('offers 中文 and English and switches to a valid locale through setLocale', async () => {
    renderInApp(<LocaleSwitch />);
    await choose('locale-en-US');
    expect(screen.getByTestId('locale-zh-CN')).toHaveTextContent('中文');
    expect(screen.getByTestId('locale-en-US')).toHaveTextContent('English');
    expect(mockSetLocale).toHaveBeenCalledWith('en-US', true);
  });

  it('does nothing when the current language is chosen again', async () => {
    renderInApp(<LocaleSwitch />);
    await choose('locale-zh-CN');
    expect(mockSetLocale).not.toHaveBeenCalled();
  });

  it('logs "setLocale lang format error" for a malformed code and does not switch', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderInApp(<LocaleSwitch options={[{ lang: 'zh_CN', labelId: 'locale.zh-CN' }, { lang: 'en-US', labelId: 'locale.en-US' }]} />);
    await choose('locale-zh_CN');
    expect(error).toHaveBeenCalledWith('setLocale lang format error');
    expect(mockSetLocale).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('passes reload=false through', async () => {
    renderInApp(<LocaleSwitch reload={false} />);
    await choose('locale-en-US');
    expect(mockSetLocale).toHaveBeenCalledWith('en-US', false);
  });
});

describe('changeLocale', () => {
  beforeEach(() => mockSetLocale.mockClear());

  it.each(['zh-CN', 'en-US', 'en'])('switches to %s', (lang) => {
    expect(changeLocale(lang)).toBe(true);
    expect(mockSetLocale).toHaveBeenCalledWith(lang, true);
  });

  it.each(['zh_CN', 'EN-us', 'english', ''])('rejects %p with the spec message', (lang) => {
    const log = { error: jest.fn() };
    expect(changeLocale(lang, true, log)).toBe(false);
    expect(log.error).toHaveBeenCalledWith('setLocale lang format error');
    expect(mockSetLocale).not.toHaveBeenCalled();
  });
});
