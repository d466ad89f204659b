import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { Address, AddressAdded, DataAnswer, Done, Enveloped } from '@shop/contract';
import { nothing, ok } from '../../http/envelope';
import { CurrentUser, SessionUser } from '../identity/current-user.decorator';
import { SessionGuard } from '../identity/session.guard';
import { shownAddress } from './address-response';
import { AddressDetails, AddressesService } from './addresses.service';
import { RegionsService } from './regions/regions.service';
import { AddAddressDto } from './dto/add-address.dto';
import { EditAddressDto } from './dto/edit-address.dto';
import { RemoveAddressDto } from './dto/remove-address.dto';

function addressOf(form: AddAddressDto): AddressDetails {
  return {
    country: form.country ?? '',
    province: form.province ?? '',
    city: form.city ?? '',
    district: form.district ?? '',
    detail: form.addr ?? '',
    receiverName: form.recname ?? '',
    receiverPhone: form.recphone ?? '',
  };
}

/** Spec section 7: addrinfo/showaddress, addaddress, deladdress (and issue 31's editaddress, setdefault), for the session's user only. */
@Controller('addrinfo')
@UseGuards(SessionGuard)
export class AddressesController {
  constructor(
    private readonly addresses: AddressesService,
    private readonly regions: RegionsService,
  ) {}

  @Post('showaddress')
  @HttpCode(200)
  async show(@CurrentUser() user: SessionUser): Promise<Enveloped<DataAnswer<Address[]>>> {
    return ok({ data: (await this.addresses.list(user.id)).map((address) => shownAddress(address, this.regions)) });
  }

  @Post('addaddress')
  @HttpCode(200)
  async add(@CurrentUser() user: SessionUser, @Body() form: AddAddressDto): Promise<Enveloped<AddressAdded>> {
    const address = await this.addresses.add(user.id, addressOf(form));
    return ok({ addrid: address.id });
  }

  /** My account's address book (issue 31): change an address in place; 404 for an address that is not the user's. */
  @Post('editaddress')
  @HttpCode(200)
  async edit(@CurrentUser() user: SessionUser, @Body() form: EditAddressDto): Promise<Enveloped<DataAnswer<Address>>> {
    return ok({ data: shownAddress(await this.addresses.edit(user.id, Number(form.addrid), addressOf(form)), this.regions) });
  }

  /** The address the order form picks first. */
  @Post('setdefault')
  @HttpCode(200)
  async setDefault(@CurrentUser() user: SessionUser, @Body() form: RemoveAddressDto): Promise<Enveloped<Done>> {
    await this.addresses.setDefault(user.id, Number(form.addrid));
    return ok();
  }

  @Post('deladdress')
  @HttpCode(200)
  async remove(@CurrentUser() user: SessionUser, @Body() form: RemoveAddressDto): Promise<Enveloped<Done>> {
    return (await this.addresses.remove(user.id, Number(form.addrid))) ? ok() : nothing();
  }
}
