/** English texts of the login page (gathered into the en-US catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'login.subtitle': 'Portal and back office of the finance shared service center',
  'login.account': 'Account',
  'login.account.required': 'Please enter your account',
  'login.password': 'Password',
  'login.password.required': 'Please enter your password',
  'login.submit': 'Sign in',
};

export default messages;
