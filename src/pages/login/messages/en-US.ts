/** English texts of the login page, loaded with the page (usePageT). */
const messages: Record<string, string> = {
  'login.subtitle': 'Portal and back office of the finance shared service center',
  'login.account': 'Account',
  'login.account.required': 'Please enter your account',
  'login.password': 'Password',
  'login.password.required': 'Please enter your password',
  'login.submit': 'Sign in',
  'login.tab.password': 'Password',
  'login.tab.qr': 'QR code',
  'login.tab.phone': 'Phone code',
  'login.step.sentTo': 'A code was sent to {phone}',
  'login.step.verify': 'Verify and sign in',
  'login.step.back': 'Back to password sign-in',
  'login.demo.title': 'Demo accounts (click to fill in)',
  'login.demo.fill': 'Fill in the sign-in form',
  'login.demo.kind.admin': 'Admin',
  'login.demo.kind.leader': 'Dept. head',
  'login.demo.kind.clerk': 'Clerk',
  'login.demo.ownPassword': 'admin password',
};

export default messages;
