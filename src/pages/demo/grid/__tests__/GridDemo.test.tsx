import { screen } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import GridDemo from '../index';
import { trendText } from '../utils';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/header').umiMax);

describe('/demo/grid', () => {
  test('shows its title, the figure cards, the panes and the props tables', () => {
    renderInApp(<GridDemo />);
    expect(screen.getByRole('heading', { name: '栅格布局' })).toBeInTheDocument();
    expect(screen.getByText('本月报销单')).toBeInTheDocument();
    expect(screen.getByText('较上月 -22.7%')).toBeInTheDocument();
    expect(screen.getByText('应付审核')).toBeInTheDocument();
    for (const component of ['Row', 'Col', 'ProCard']) expect(screen.getByText(component)).toBeInTheDocument();
  });

  test('a trend is signed with one decimal', () => {
    expect([6.24, -1.4, 0].map(trendText)).toEqual(['+6.2%', '-1.4%', '0.0%']);
  });
});
