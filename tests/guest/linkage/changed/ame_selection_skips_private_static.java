abstract class LkSkMid extends LkSkBase { }

interface LkSkTag extends LkSkApi { }
