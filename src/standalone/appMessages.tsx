/** Messages of the login page: antd's <App> and its holder, loaded after the form (./login.tsx). */
import { App } from 'antd';
import { AppMessagesHolder } from '@/components/AppMessages/Holder';

export default function AppMessages() {
  return (
    <App component={false}>
      <AppMessagesHolder />
    </App>
  );
}
