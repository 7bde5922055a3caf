/** Growth (issue #29): the checkout's coupon box, the invite page and redeeming gift codes. */
export { type AppliedCoupon, CouponField } from "./coupon-field.tsx";
export { InviteView } from "./invite-view.tsx";
