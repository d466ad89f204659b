import type { CodedChange, CodeRequest, LoginForm, PuzzleAnswer, Same } from '@shop/contract';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const EMPTY_EMAIL = '请输入邮箱 / Please enter your e-mail';
const EMPTY_PASSWORD = '请输入密码 / Please enter your password';
const EMPTY_CODE = '请输入验证码 / Please enter the verification code';

/**
 * The spec defines no e-mail format or password length rule (section 5), so only emptiness and
 * sane upper bounds are checked; the address is trimmed and lower-cased by the service.
 */
export class LoginDto {
  @IsString()
  @IsNotEmpty({ message: EMPTY_EMAIL })
  @MaxLength(254)
  email: string;

  @IsString()
  @IsNotEmpty({ message: EMPTY_PASSWORD })
  @MaxLength(256)
  password: string;
}

export class SendCodeDto {
  @IsString()
  @IsNotEmpty({ message: EMPTY_EMAIL })
  @MaxLength(254)
  @Matches(/^[^\s@]+@[^\s@]+$/, { message: 'email must be an e-mail address' })
  email: string;

  /** The one-time pass from POST /useridentify/puzzle/check. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  puzzlepass?: string;
}

export class CodedChangeDto extends LoginDto {
  @IsString()
  @IsNotEmpty({ message: EMPTY_CODE })
  @Matches(/^\s*\d{6}\s*$/, { message: 'verify must be the 6-digit code' })
  verify: string;
}

export class RegisterDto extends CodedChangeDto {
  /** Not in the spec's payload; defaults to the part of the address before @. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  username?: string;
}

export class PuzzleAnswerDto {
  @IsString()
  @Matches(/^[0-9a-f-]{36}$/)
  id: string;

  @Matches(/^-?\d{1,4}(\.\d+)?$/, { message: 'x must be a number of pixels' })
  x: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. (The code's mdve token goes as a header.) */
const FIELDS_MATCH_CONTRACT: [
  Same<keyof LoginDto, keyof LoginForm>,
  Same<keyof SendCodeDto, keyof CodeRequest>,
  Same<keyof CodedChangeDto, Exclude<keyof CodedChange, 'mdve' | 'username'>>,
  Same<keyof RegisterDto, Exclude<keyof CodedChange, 'mdve'>>,
  Same<keyof PuzzleAnswerDto, keyof PuzzleAnswer>,
] = [true, true, true, true, true];
void FIELDS_MATCH_CONTRACT;
