import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthRateLimit } from '../common/throttling';
import { englishOf, type SessionUser } from '../contracts';
import type { AuthUser } from './auth-user';
import { CurrentUser } from './current-user.decorator';
import { PhoneCodeDto, PhoneVerifyDto } from './dto/phone.dto';
import { PhoneVerification } from './phone-verification.service';

/** The phone check before cash on delivery (docs/rules.md, Text messages), for a signed-in customer. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/phone')
export class PhoneController {
  constructor(private readonly phones: PhoneVerification) {}

  /** 202: the code is on its way (its text is queued); 429 past 3 a phone an hour or 10 an account a day. */
  @AuthRateLimit()
  @Post('code')
  @HttpCode(202)
  async code(
    @CurrentUser() user: AuthUser,
    @Body() body: PhoneCodeDto,
  ): Promise<{ success: true; message: string }> {
    await this.phones.sendCode(user, body.phone);
    return { success: true, message: englishOf('PHONE_CODE_SENT') };
  }

  /** 200 with the account, its phone now this number and verified; 400 'That code is not right.' */
  @AuthRateLimit()
  @Post('verify')
  @HttpCode(200)
  async verify(
    @CurrentUser() user: AuthUser,
    @Body() body: PhoneVerifyDto,
  ): Promise<{ success: true; message: string; user: SessionUser }> {
    return {
      success: true,
      message: englishOf('PHONE_VERIFIED'),
      user: await this.phones.verify(user, body.phone, body.code),
    };
  }
}
