/** English texts of the personalCenter page (gathered into the en-US catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'portal.personalCenter.title': 'Personal center',
  'portal.personalCenter.profile': 'Profile',
  'portal.personalCenter.account': 'Account',
  'portal.personalCenter.name': 'Name',
  'portal.personalCenter.jobNo': 'Job number',
  'portal.personalCenter.userNo': 'User number',
  'portal.personalCenter.zone': 'Zone',
  'portal.personalCenter.region': 'Region',
  'portal.personalCenter.security': 'Security',
  'portal.personalCenter.password': 'Sign-in password',
  'portal.personalCenter.password.description': 'Change your password regularly and do not use it on other sites',
  'portal.personalCenter.changePassword': 'Change password',
  'portal.personalCenter.roles': 'Roles',
  'portal.personalCenter.noRoles': 'No roles',
};

export default messages;
