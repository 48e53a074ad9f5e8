/**
 * antd's Input and Password without the rest of its input barrel: `Input` from 'antd' brings
 * TextArea, Search and OTP along, which the login page's bytes (src/standalone) do without.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
