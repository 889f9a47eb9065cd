import { Readable } from 'node:stream';
import { Controller, Get, Header, NotFoundException, Param, Req, Res, StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { SitemapService, type SitemapFile } from './sitemap.service';

/** Outside /api/v1, at the shop's root, where search engines look (see bootstrap.ts); the shop's server proxies them. */
export const SITEMAP_PATH = 'sitemap.xml';
export const SITEMAP_FILES_PATH = 'sitemaps';

const XML = 'application/xml; charset=utf-8';

/**
 * A file made already is sent gzipped, when the client takes gzip, from the gzip its bytes were compressed to once:
 * a file of 50,000 URLs is megabytes, and the compression middleware (which leaves an encoded answer alone) would
 * compress it again for every request.
 */
async function answer(file: SitemapFile, req: Request, res: Response): Promise<StreamableFile> {
  if ('body' in file && file.gzipped) {
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip') === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip');
      return new StreamableFile(await file.gzipped(), { type: XML });
    }
  }
  const readable =
    'body' in file ? Readable.from([file.body]) : Readable.from(file.stream, { objectMode: false });
  return new StreamableFile(readable, { type: XML });
}

@ApiExcludeController()
@Public()
@Controller()
export class SitemapController {
  constructor(private readonly sitemap: SitemapService) {}

  @Get(SITEMAP_PATH)
  @Header('Cache-Control', 'no-cache')
  async entry(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    return answer(await this.sitemap.entry(), req, res);
  }

  @Get(`${SITEMAP_FILES_PATH}/:file`)
  @Header('Cache-Control', 'no-cache')
  async file(
    @Param('file') name: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const n = /^([1-9]\d{0,5})\.xml$/.exec(name)?.[1];
    const file = n ? await this.sitemap.file(Number(n)) : null;
    if (!file) throw new NotFoundException('Sitemap file not found');
    return answer(file, req, res);
  }
}
