import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { GivingProxyRequestDto } from './dto/giving-proxy.dto';
import { GivingProxyService } from './giving-proxy.service';

/** SPEC §7's proxy form of the charitable-giving provider's calls. */
@ApiTags('giving')
@Controller('giving/proxy')
export class GivingProxyController {
  constructor(private readonly proxy: GivingProxyService) {}

  /**
   * Runs one provider call given as {method, service, endpoint, data} (data: a GET's query, else
   * its body) and answers what that call answers. For clients that cannot set the x-store-id
   * header: without it, the store is the site's own.
   */
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiHeader({
    name: 'x-store-id',
    required: false,
    description: "The giving store's id; the site's own store without it",
  })
  @ApiOkResponse({
    description: "The proxied call's answer",
    schema: { type: 'object', additionalProperties: true },
  })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: "INVALID_STORE_ID ('Invalid StoreId'); VALIDATION_FAILED; the call's own codes",
  })
  @ApiNotFoundResponse({
    type: ErrorBodyDto,
    description: "GIVING_CALL_NOT_FOUND; GIVING_STORE_NOT_FOUND; the call's own codes",
  })
  callGivingProxy(@Req() request: FastifyRequest, @Body() body: GivingProxyRequestDto): Promise<unknown> {
    return this.proxy.call(request, body);
  }
}
