import type { EmailChangeCode, EmailChangeRequest, PasswordChange, ProfileForm, Same } from '@shop/contract';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const EMPTY_PASSWORD = '请输入密码 / Please enter your password';
const EMPTY_EMAIL = '请输入邮箱 / Please enter your e-mail';
const EMPTY_CODE = '请输入验证码 / Please enter the verification code';

/**
 * POST /accountinfo/updateprofile. Only the type here: emptiness, length, control characters and
 * the phone's form are judged by the service, so each refusal names its field in the caller's language.
 */
export class UpdateProfileDto {
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() organisation?: string;
  @IsOptional() @IsString() phone?: string;
}

/** POST /accountinfo/changepassword. No length rule for the new password (spec section 5), as at registration. */
export class ChangePasswordDto {
  @IsString()
  @IsNotEmpty({ message: EMPTY_PASSWORD })
  @MaxLength(256)
  oldpassword: string;

  @IsString()
  @IsNotEmpty({ message: EMPTY_PASSWORD })
  @MaxLength(256)
  password: string;
}

/** POST /accountinfo/changeemailsend. */
export class ChangeEmailSendDto {
  @IsString()
  @IsNotEmpty({ message: EMPTY_PASSWORD })
  @MaxLength(256)
  password: string;

  @IsString()
  @IsNotEmpty({ message: EMPTY_EMAIL })
  @MaxLength(254)
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'email must be an e-mail address' })
  email: string;
}

/** POST /accountinfo/changeemail; the mdve token comes as a header, as at registration. */
export class ChangeEmailDto {
  @IsString()
  @IsNotEmpty({ message: EMPTY_CODE })
  @Matches(/^\s*\d{6}\s*$/, { message: 'verify must be the 6-digit code' })
  verify: string;
}

// The forms read exactly the contract's fields.
const PROFILE_MATCHES: Same<keyof UpdateProfileDto, keyof ProfileForm> = true;
const PASSWORD_MATCHES: Same<keyof ChangePasswordDto, keyof PasswordChange> = true;
const EMAIL_MATCHES: Same<keyof ChangeEmailSendDto, keyof EmailChangeRequest> = true;
const CODE_MATCHES: Same<keyof ChangeEmailDto, keyof EmailChangeCode> = true;
void PROFILE_MATCHES;
void PASSWORD_MATCHES;
void EMAIL_MATCHES;
void CODE_MATCHES;
