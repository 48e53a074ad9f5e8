/** Namespace `login`: sign-in and sign-out transitions of spec section 4. */
import type { Effect, Reducer } from '@umijs/max';
import { signin, signout, type LoginResult } from '@/services/auth';
import { loginByPhoneNumber, verifyPhoneCode } from '@/services/phoneSignIn';
import { announceSignOut } from '@/utils/crossTab';
import { clearClientState, enterApp, replaceWithLogin, startSignOut } from '@/utils/session';
import { StorageKeys, writeJSON } from '@/utils/storage';

export interface LoginState {
  loginFlag?: number;
  loginMsg?: string;
}

/** What the login form dispatches: the spec's payload plus the captcha answer and its token. */
export interface LoginPayload {
  userName: string;
  password: string;
  validateCode: string;
  token: string;
}

/** What the phone tab dispatches. */
export interface PhoneLoginPayload {
  phoneNumber: string;
  code: string;
}

/** Client kind sent as `device` on sign-in. */
export const DEVICE = 'web';

/** Every way in ends alike: the answer is kept, and loginFlag 0 enters the app. */
function settle(result: LoginResult): LoginResult {
  writeJSON(StorageKeys.loginFlag, result.loginFlag);
  writeJSON(StorageKeys.loginMsg, result.loginMsg);
  if (result.loginFlag === 0) enterApp();
  return result;
}

const LoginModel: {
  namespace: 'login';
  state: LoginState;
  effects: { login: Effect; loginByPhone: Effect; verifyPhone: Effect; signedInByQr: Effect; logout: Effect };
  reducers: { changeLoginStatus: Reducer<LoginState> };
} = {
  namespace: 'login',
  state: {},
  effects: {
    *login({ payload }, { call, put }) {
      const { userName, password, validateCode, token } = payload as LoginPayload;
      const result: LoginResult = yield call(
        signin,
        { device: DEVICE, account: userName, password, validateCode },
        token,
      );
      yield put({ type: 'changeLoginStatus', payload: result });
      return settle(result);
    },
    /** The phone tab: number and SMS code, ending like `login`. */
    *loginByPhone({ payload }, { call, put }) {
      const { phoneNumber, code } = payload as PhoneLoginPayload;
      const result: LoginResult = yield call(loginByPhoneNumber, { phoneNumber, code, device: DEVICE });
      yield put({ type: 'changeLoginStatus', payload: result });
      return settle(result);
    },
    /** The second step after the right password (loginFlag 6): the SMS code, ending like `login`. */
    *verifyPhone({ payload }, { call, put }) {
      const { code } = payload as { code: string };
      const result: LoginResult = yield call(verifyPhoneCode, code, DEVICE);
      yield put({ type: 'changeLoginStatus', payload: result });
      return settle(result);
    },
    /** The QR tab: a phone has confirmed and callbackQR has signed this browser in; ends like `login`. */
    *signedInByQr({ payload }, { put }) {
      yield put({ type: 'changeLoginStatus', payload });
      return settle(payload as LoginResult);
    },
    *logout(_, { call }) {
      startSignOut();
      try {
        yield call(signout);
      } finally {
        // Even when the server is unreachable the client forgets the user, in every browser tab.
        announceSignOut();
        clearClientState();
        replaceWithLogin();
      }
    },
  },
  reducers: {
    changeLoginStatus(state, { payload }) {
      const { loginFlag, loginMsg } = payload as LoginResult;
      return { ...state, loginFlag, loginMsg };
    },
  },
};

export default LoginModel;
