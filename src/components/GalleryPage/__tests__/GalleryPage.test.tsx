import { screen, within } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import GalleryPage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);

const rows = [
  { name: 'value', type: 'number[]', required: true, description: { zh: '已选的行', en: 'The rows chosen' } },
  { name: 'multiple', type: 'boolean', default: 'true', description: { zh: '可选多行', en: 'Several rows may be chosen' } },
];

describe('GalleryPage', () => {
  it('shows the title, when to use, the variants and a props table per component', () => {
    renderInApp(
      <GalleryPage title="选择表格" whenToUse="从列表中挑选记录时使用。" props={[{ component: 'SelectTable', rows }]}>
        <GalleryPage.Variant title="单选" description="只能选一行。">
          <span>variant body</span>
        </GalleryPage.Variant>
      </GalleryPage>,
    );
    expect(screen.getByRole('heading', { name: '选择表格' })).toBeInTheDocument();
    expect(screen.getByText('何时使用')).toBeInTheDocument();
    expect(screen.getByText('从列表中挑选记录时使用。')).toBeInTheDocument();
    const variants = screen.getByRole('region', { name: '示例' });
    expect(within(variants).getByText('单选')).toBeInTheDocument();
    expect(within(variants).getByText('variant body')).toBeInTheDocument();

    expect(screen.getByText('SelectTable')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '属性名' })).toBeInTheDocument();
    const [, required, optional] = screen.getAllByRole('row');
    // The description in the current language (zh-CN), the default as code or a dash, required marked.
    expect(within(required).getByText('已选的行')).toBeInTheDocument();
    expect(within(required).getByText('必填')).toBeInTheDocument();
    expect(within(required).getByText('-')).toBeInTheDocument();
    expect(within(optional).getByText('true')).toBeInTheDocument();
    expect(within(optional).queryByText('Several rows may be chosen')).not.toBeInTheDocument();
  });
});
