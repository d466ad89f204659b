import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { DataAnswer, Done, Enveloped, LoginAnswer, MdveAnswer, Puzzle, PuzzlePass, VerifyUserAnswer } from '@shop/contract';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.service';
import { nothing, ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { AccountService, normalizeEmail } from './account.service';
import { CodedChangeDto, LoginDto, PuzzleAnswerDto, RegisterDto, SendCodeDto } from './dto/credentials.dto';
import { LocalLoginGuard, RequestWithAccount } from './local-login.guard';
import { LoginFailureGuard, LoginFailures } from './login-failures';
import { PuzzleService } from './puzzle/puzzle.service';
import { PuzzleCheckThrottleGuard, PuzzleFetchThrottleGuard } from './puzzle/puzzle-throttle.guard';
import { SameSiteRequestGuard } from './same-site-request.guard';
import { clearSessionCookies, MDVE_COOKIE, setMdveCookie, setSessionCookies } from './session-cookies';
import { isCrossSiteRisk, sessionCredentials } from './session-credentials';
import { SessionService } from './session.service';
import { RESEND_SECONDS } from './send-limits';
import type { CodePurpose } from './verification-code.entity';
import { VerificationService } from './verification.service';

export const WRONG_PASSWORD = { zh: '用户名或密码错误', en: 'password error' };

/** The mdve token comes back in the `mdve` header (spec: "header carries the mdve token"), else its cookie. */
function mdveOf(req: Request): string {
  const header = req.headers.mdve;
  if (typeof header === 'string' && header) return header;
  const cookie = (req.cookies as Record<string, unknown> | undefined)?.[MDVE_COOKIE];
  return typeof cookie === 'string' ? cookie : '';
}

/** Spec section 7 /useridentify calls, plus logout and the slide puzzle. */
@Controller('useridentify')
@UseGuards(SameSiteRequestGuard)
export class IdentityController {
  constructor(
    private readonly accounts: AccountService,
    private readonly sessions: SessionService,
    private readonly codes: VerificationService,
    private readonly puzzles: PuzzleService,
    private readonly config: AppConfig,
    private readonly failures: LoginFailures,
  ) {}

  /** 200 with islogin.username for a live session; 300 (and the stale cookies cleared) otherwise. */
  @Post('verifyuser')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async verifyUser(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Enveloped<VerifyUserAnswer>> {
    const credentials = sessionCredentials(req);
    const user = credentials ? await this.sessions.resolve(credentials.token, credentials.uid) : null;
    if (!user) {
      if (credentials?.from === 'cookie') clearSessionCookies(req, res);
      return nothing();
    }
    // staff: 1 lets the header offer the staff area (issue 25, audit item 10); the staff calls still check the role.
    return ok({ islogin: { username: user.username, uid: user.id, staff: user.role === 'staff' ? 1 : 0 } });
  }

  /** Refused while too many recent failures (login-failures.ts), then passport-local (LocalLoginGuard) finds the account; this opens its session. */
  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginFailureGuard, LocalLoginGuard)
  async login(@Body() _form: LoginDto, @Req() req: RequestWithAccount, @Res({ passthrough: true }) res: Response): Promise<Enveloped<LoginAnswer>> {
    const user = req.user;
    if (!user) {
      await this.failures.failed(req);
      return nothing({ message: WRONG_PASSWORD[requestLanguage(req)] });
    }
    await this.failures.succeeded(req);
    const token = await this.sessions.open(user.id);
    setSessionCookies(req, res, user.id, token, true);
    return ok({ islogin: { username: user.username, uid: user.id, password: token } });
  }

  /** A fresh puzzle each time (refresh = new puzzle). */
  @Get('puzzle')
  @Header('Cache-Control', 'no-store')
  @UseGuards(PuzzleFetchThrottleGuard)
  async puzzle(@Res({ passthrough: true }) res: Response): Promise<Enveloped<DataAnswer<Puzzle>>> {
    const { answer, ...puzzle } = await this.puzzles.issue();
    // Test mode only: lets API and browser tests solve the puzzle (documented in the README).
    if (this.config.isTest) res.setHeader('X-Test-Puzzle-Answer', String(answer));
    return ok({ data: puzzle });
  }

  @Post('puzzle/check')
  @HttpCode(200)
  @UseGuards(PuzzleCheckThrottleGuard)
  async checkPuzzle(@Body() body: PuzzleAnswerDto): Promise<Enveloped<PuzzlePass>> {
    return ok({ pass: await this.puzzles.solve(body.id, Number(body.x)) });
  }

  @Post('sendverify')
  @HttpCode(200)
  sendVerify(@Body() body: SendCodeDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Enveloped<MdveAnswer>> {
    return this.sendCode('register', body, req, res);
  }

  @Post('forgotsendIdentify')
  @HttpCode(200)
  forgotSend(@Body() body: SendCodeDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Enveloped<MdveAnswer>> {
    return this.sendCode('reset', body, req, res);
  }

  /** Registration cookies last for the browser session (spec section 9). */
  @Post('register')
  @HttpCode(200)
  async register(@Body() body: RegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Enveloped<LoginAnswer>> {
    const { user, token } = await this.accounts.register({
      email: body.email,
      password: body.password,
      code: body.verify.trim(),
      mdve: mdveOf(req),
      username: body.username,
    });
    setSessionCookies(req, res, user.id, token, false);
    res.clearCookie(MDVE_COOKIE, { path: '/' });
    return ok({ islogin: { username: user.username, uid: user.id, password: token } });
  }

  /** Sets the new password and ends every session of the account; the page then goes to /login. */
  @Post('forgotpassword')
  @HttpCode(200)
  async forgotPassword(@Body() body: CodedChangeDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Enveloped<LoginAnswer>> {
    const user = await this.accounts.resetPassword({
      email: body.email,
      password: body.password,
      code: body.verify.trim(),
      mdve: mdveOf(req),
    });
    clearSessionCookies(req, res);
    res.clearCookie(MDVE_COOKIE, { path: '/' });
    return ok({ islogin: { username: user.username, uid: user.id } });
  }

  /** Ends this session (if any) and removes both cookies; always 200. */
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Enveloped<Done>> {
    const credentials = sessionCredentials(req);
    if (credentials && !isCrossSiteRisk(req, credentials)) {
      const user = await this.sessions.resolve(credentials.token, credentials.uid);
      if (user) await this.sessions.revoke(user.sessionId);
    }
    clearSessionCookies(req, res);
    return ok();
  }

  private async sendCode(purpose: CodePurpose, body: SendCodeDto, req: Request, res: Response): Promise<Enveloped<MdveAnswer>> {
    const mdve = await this.codes.send({
      email: normalizeEmail(body.email),
      purpose,
      puzzlePass: body.puzzlepass,
      ip: req.ip ?? 'unknown',
      language: requestLanguage(req),
    });
    setMdveCookie(req, res, mdve, RESEND_SECONDS);
    return ok({ mdve });
  }
}
