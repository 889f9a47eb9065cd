import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { PASSWORD_RESET_INVALID_MESSAGE, type ResetPasswordRequest } from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { PasswordField } from './user-fields';

/** 32 random bytes in base64url, as the reset e-mail's link carries them. */
export const RESET_TOKEN_PATTERN = /^[\w-]{43}$/;

export class ResetPasswordDto implements ResetPasswordRequest {
  /** Anything that cannot be a token reads as an unknown one: the same 400 and message. */
  @ApiProperty({ example: 'q5dQ3wVn0Yt0a0v2m8kX4o1cV3m9rE6bT7yU2iO5pLs' })
  @Checks(
    IsString({ message: PASSWORD_RESET_INVALID_MESSAGE }),
    MaxLength(43, { message: PASSWORD_RESET_INVALID_MESSAGE }),
    Matches(RESET_TOKEN_PATTERN, { message: PASSWORD_RESET_INVALID_MESSAGE }),
  )
  token: string;

  /** The register page's rules and messages. */
  @PasswordField()
  password: string;
}
