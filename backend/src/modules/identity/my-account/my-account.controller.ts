import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { DataAnswer, Done, Enveloped, MdveAnswer, Profile } from '@shop/contract';
import type { Request, Response } from 'express';
import { ok } from '../../../http/envelope';
import { requestLanguage } from '../../../http/request-language';
import { CurrentUser, SessionUser } from '../current-user.decorator';
import { SameSiteRequestGuard } from '../same-site-request.guard';
import { MDVE_COOKIE, setMdveCookie } from '../session-cookies';
import { SessionGuard } from '../session.guard';
import { RESEND_SECONDS } from '../send-limits';
import { ChangeEmailDto, ChangeEmailSendDto, ChangePasswordDto, UpdateProfileDto } from './my-account.dto';
import { MyAccountService } from './my-account.service';
import { PasswordCheckThrottleGuard } from './password-check-throttle.guard';

/** The mdve token comes back in the `mdve` header, else its cookie (as at registration). */
function mdveOf(req: Request): string {
  const header = req.headers.mdve;
  if (typeof header === 'string' && header) return header;
  const cookie = (req.cookies as Record<string, unknown> | undefined)?.[MDVE_COOKIE];
  return typeof cookie === 'string' ? cookie : '';
}

/** My account (issue 31): the logged-in researcher's profile, password and e-mail address. */
@Controller('accountinfo')
@UseGuards(SameSiteRequestGuard, SessionGuard)
export class MyAccountController {
  constructor(private readonly account: MyAccountService) {}

  @Post('profile')
  @HttpCode(200)
  async profile(@CurrentUser() user: SessionUser): Promise<Enveloped<DataAnswer<Profile>>> {
    return ok({ data: await this.account.profile(user.id) });
  }

  @Post('updateprofile')
  @HttpCode(200)
  async updateProfile(@CurrentUser() user: SessionUser, @Body() form: UpdateProfileDto): Promise<Enveloped<DataAnswer<Profile>>> {
    return ok({ data: await this.account.updateProfile(user.id, form) });
  }

  @Post('changepassword')
  @HttpCode(200)
  @UseGuards(PasswordCheckThrottleGuard)
  async changePassword(@CurrentUser() user: SessionUser, @Body() form: ChangePasswordDto, @Req() req: Request): Promise<Enveloped<Done>> {
    await this.account.changePassword(user, form.oldpassword, form.password, requestLanguage(req));
    return ok();
  }

  @Post('changeemailsend')
  @HttpCode(200)
  @UseGuards(PasswordCheckThrottleGuard)
  async changeEmailSend(@CurrentUser() user: SessionUser, @Body() form: ChangeEmailSendDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Enveloped<MdveAnswer>> {
    const mdve = await this.account.requestEmailChange(user, form.password, form.email, req.ip ?? 'unknown', requestLanguage(req));
    setMdveCookie(req, res, mdve, RESEND_SECONDS);
    return ok({ mdve });
  }

  @Post('changeemail')
  @HttpCode(200)
  async changeEmail(@CurrentUser() user: SessionUser, @Body() form: ChangeEmailDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Enveloped<DataAnswer<Profile>>> {
    const profile = await this.account.confirmEmailChange(user, mdveOf(req), form.verify.trim(), requestLanguage(req));
    res.clearCookie(MDVE_COOKIE, { path: '/' });
    return ok({ data: profile });
  }
}
