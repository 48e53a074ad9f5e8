import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { drawHolderWhenNeeded, message } from '..';
import { AppMessagesHolder } from '../Holder';

// In this order: the module keeps whether a page draws its holder on demand.
test('without a holder a message says what is missing', () => {
  expect(() => message.info('Saved')).toThrow('AppMessagesHolder is not rendered');
});

test('a page that draws the holder when needed: the first message asks for it and shows once it is there', async () => {
  const draw = jest.fn();
  drawHolderWhenNeeded(draw);
  message.error('The server cannot be reached');
  message.info('Try again');
  expect(draw).toHaveBeenCalledTimes(2);
  expect(screen.queryByText('The server cannot be reached')).not.toBeInTheDocument();

  render(
    <App>
      <AppMessagesHolder />
    </App>,
  );
  expect(await screen.findByText('The server cannot be reached')).toBeInTheDocument();
  expect(await screen.findByText('Try again')).toBeInTheDocument();
  // From now on calls go straight to antd.
  act(() => {
    message.info('Saved');
  });
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(draw).toHaveBeenCalledTimes(2);
});
