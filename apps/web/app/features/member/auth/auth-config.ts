import type { PasswordComplexity } from '@zay/contract';

/** The platform's account settings as the forms use them (loaded by the auth routes). */
export interface AuthConfig {
  captcha: {
    /** Password login asks for a captcha. */
    login: boolean;
    /** Registration and every SMS send ask for one. */
    registerAndSms: boolean;
  };
  loginByMobile: boolean;
  registerByUsername: boolean;
  registerByMobile: boolean;
  password: PasswordPolicyView;
  agreementTitle: string;
}

export interface PasswordPolicyView {
  minLength: number;
  complexity: PasswordComplexity[];
}
